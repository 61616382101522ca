import jax
import jax.numpy as jnp

from data import synth_wafer_maps, WaferMapLoader
from train import net, tx, train_step


def main():
    maps, labels = synth_wafer_maps(100, seed=1)
    loader = WaferMapLoader(maps, labels, batch_size=32, seed=2)
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 1)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for bmaps, blabels in loader:
            params, opt_state, loss = train_step(params, opt_state, bmaps, blabels)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
