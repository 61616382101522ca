import optax
from flax import nnx

from data import N_SENSORS, lot_stream
from model import VirtualMetrology, train_step


def main():
    model = VirtualMetrology(N_SENSORS, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for lot_id, x, y in lot_stream(12):
        loss = train_step(model, optimizer, x, y)
        print(lot_id, x.shape[0], f"{float(loss):.4f}")


if __name__ == "__main__":
    main()
