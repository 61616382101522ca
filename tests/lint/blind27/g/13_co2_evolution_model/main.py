import optax
from flax import nnx

from data import tank_series
from model import CO2Rate, co2_train_step


def main():
    model = CO2Rate(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    series = tank_series(8)
    for epoch in range(3):
        losses = [float(co2_train_step(model, optimizer, f, c)) for f, c in series]
        print("epoch", epoch, "mean loss", sum(losses) / len(losses))


if __name__ == "__main__":
    main()
