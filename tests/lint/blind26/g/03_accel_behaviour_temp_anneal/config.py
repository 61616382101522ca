SCHEDULE = {
    "epochs": 6,
    # softmax temperature for pseudo-labelling unlabelled accelerometer bursts
    "temperature": [2, 2, 1.5, 1.5, 1, 1],
}
