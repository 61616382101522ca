CLIPS = [
    {"name": "int_kitchen_01", "gain_adjust_db": [-3.0, 1.5]},
    {"name": "int_kitchen_02", "gain_adjust_db": []},
    {"name": "ext_street_01", "gain_adjust_db": [2.0]},
    {"name": "ext_street_02", "gain_adjust_db": []},
    {"name": "int_car_01", "gain_adjust_db": [-1.0, -1.0, 0.5]},
]


def clip_gain_db(clip):
    return sum(clip["gain_adjust_db"])
