import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import TabularNet
from trainer import LocalTrainer

DIM, HID, CLASSES = 6, 12, 3


def main():
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(24, DIM)), jnp.float32),
                jnp.asarray(rng.randint(0, CLASSES, size=(24,)), jnp.int32)) for _ in range(3)]
    global_model = TabularNet(DIM, HID, CLASSES, rngs=nnx.Rngs(0))
    graphdef, global_state = nnx.split(global_model)
    trainer = LocalTrainer(lr=1e-2)
    for rnd in range(3):
        states = []
        for x, y in clients:
            local = nnx.merge(graphdef, global_state)
            loss = trainer.fit(local, x, y, steps=2)
            states.append(nnx.state(local))
        global_state = jax.tree_util.tree_map(lambda *s: sum(s) / len(s), *states)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
