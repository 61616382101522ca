import numpy as np
import optax
from flax import nnx

from model import ScriptClassifier
from train import anneal_dropout, script_step

SCRIPTS = ["textualis", "cursiva", "hybrida", "humanistica", "secretary", "italic"]


def main():
    rng = np.random.default_rng(74)
    x = rng.random((32, 64)).astype(np.float32)
    y = rng.integers(0, len(SCRIPTS), 32).astype(np.int32)
    model = ScriptClassifier(nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        anneal_dropout(model, epoch)
        for _ in range(3):
            loss = script_step(model, optimizer, x, y)
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
