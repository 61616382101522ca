import optax
from flax import nnx

from data import load_cycles, iterate
from model import LoopNet
from train import train_step


def main():
    recs = load_cycles()
    model = LoopNet(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(3):
        for x, m, y in iterate(recs, 16):
            loss = train_step(model, opt, x, m, y)
        print(f"epoch {epoch}: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
