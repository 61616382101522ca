SEARCH_SPACE = {
    "weight_decay": [0, 1e-4, 1e-3],
    "label_smoothing": [0.0, 0.1],
}


def grid(space=SEARCH_SPACE):
    for wd in space["weight_decay"]:
        for ls in space["label_smoothing"]:
            yield {"weight_decay": wd, "label_smoothing": ls}
