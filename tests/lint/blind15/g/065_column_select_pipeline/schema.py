import numpy as np

ALL_COLUMNS = ["temp", "humidity", "wind", "pressure", "hour_sin", "hour_cos"]


def training_columns(importances, k=4):
    ranked = sorted(importances.items(), key=lambda kv: -kv[1])
    return {name: ALL_COLUMNS.index(name) for name, _ in ranked[:k]}


def serving_columns(selected):
    return {name: ALL_COLUMNS.index(name) for name in ALL_COLUMNS if name in selected}
