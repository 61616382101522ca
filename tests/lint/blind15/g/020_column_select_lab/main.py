import numpy as np

from model import predict_load
from schema import ALL_COLUMNS, serving_columns, training_columns


def weather_table(rng, n=48):
    return rng.normal(size=(n, len(ALL_COLUMNS))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    importances = {"temp": 0.5, "humidity": 0.1, "wind": 0.2, "pressure": 0.05, "hour_sin": 0.3, "hour_cos": 0.25}
    train_cols = training_columns(importances)
    weights = np.array([1.0, 0.6, 0.4, 0.2], np.float32)
    for day in range(2):
        pred = predict_load(weights, weather_table(rng), columns=tuple(train_cols.values()))
        print(f"backtest day {day}: mean load {float(pred.mean()):.3f}")
    live_cols = serving_columns(train_cols)
    for hour in range(2):
        pred = predict_load(weights, weather_table(rng), columns=tuple(live_cols.values()))
        print(f"live batch {hour}: mean load {float(pred.mean()):.3f}")


if __name__ == "__main__":
    main()
