"""鬼調伏 (Oni Chobuku): rules room (rules/) and, later, its table."""
