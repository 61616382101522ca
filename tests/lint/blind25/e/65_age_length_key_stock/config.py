STOCK = {"name": "north_sea_haddock", "ages": (1, 2, 3, 4, 5, 6, 7, 8), "len_bins": 14}
