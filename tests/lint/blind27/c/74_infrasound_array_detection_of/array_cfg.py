ARRAYS = {
    "I53US": {"gain": 1, "delays": [0, 3, 5, 2]},
    "I56US": {"gain": 0.5, "delays": [0, 1, 4, 6]},
    "I57US": {"gain": 2, "delays": [0, 2, 2, 3]},
}
