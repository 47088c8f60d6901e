"""Toy games used to test the rules kernel (not shipped)."""
