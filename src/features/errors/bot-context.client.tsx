'use client'

import { createContext, useContext } from 'react'

const BotContext = createContext(false)

/** Whether the request came from a crawler: error screens render nothing for bots. */
export const BotProvider = BotContext.Provider

export const useIsBot = () => useContext(BotContext)
