import optax
from flax import nnx

from catalogue import survey_tiles
from model import PhotoZNet, train_on_tile


def main():
    model = PhotoZNet(5, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adamw(3e-3), wrt=nnx.Param)
    tiles = survey_tiles()
    for epoch in range(4):
        total = 0.0
        for name, x, z in tiles:
            total += float(train_on_tile(model, optimizer, x, z))
        print(f"epoch {epoch}: mean |dz|/(1+z) = {total / len(tiles):.4f}")


if __name__ == "__main__":
    main()
