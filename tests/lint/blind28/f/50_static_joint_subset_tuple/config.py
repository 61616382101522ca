SETTINGS = {
    "joints": [0, 4, 8, 12, 16, 20],
    "reference_joint": 0,
    "batch_size": 8,
}
