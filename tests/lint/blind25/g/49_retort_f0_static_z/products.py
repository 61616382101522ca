PRODUCTS = {
    "tuna_in_brine": {"z": 10.0, "target_f0": 6.0},
    "sweet_corn": {"z": 10.0, "target_f0": 9.0},
    "pea_soup": {"z": 11.0, "target_f0": 5.0},
    "baby_food_carrot": {"z": 9.5, "target_f0": 4.0},
    "chicken_curry": {"z": 10.5, "target_f0": 7.0},
}
