MASH_PROGRAMS = {
    "pilsner": {"rests_c": [52, 63, 72, 78], "rest_min": [10, 40, 20, 5]},
    "hefeweizen": {"rests_c": [45, 52, 64.5, 72, 78], "rest_min": [15, 10, 35, 20, 5]},
    "stout": {"rests_c": [67, 78], "rest_min": [60, 5]},
    "ipa": {"rests_c": [65.5, 78], "rest_min": [60, 5]},
}
