import type { Plugin } from 'vite';

export function sonnerWithoutHeadStyle(): Plugin;
