import jax

from data import make_split
from model import init, prediction_error, sgd_step

SENSOR_NOISE_STD = 0.02


def report(epoch, params, split):
    train_err = prediction_error(params, *split["train"], noise_std=0.0)
    val_err = prediction_error(params, *split["val"], noise_std=SENSOR_NOISE_STD)
    print(f"epoch {epoch}: train {float(train_err):.4f} val {float(val_err):.4f}")


def main():
    split = {"train": make_split(0), "val": make_split(1)}
    params = init(jax.random.PRNGKey(0))
    for epoch in range(4):
        for _ in range(10):
            params = sgd_step(params, *split["train"])
        report(epoch, params, split)


if __name__ == "__main__":
    main()
