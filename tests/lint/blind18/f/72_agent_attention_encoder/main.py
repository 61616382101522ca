import jax
import numpy as np

from encoder import init, interact
from scenes import load_scenes, to_batch


def main():
    params = init(jax.random.PRNGKey(0))
    for i, agents in enumerate(load_scenes()):
        batch, mask = to_batch(agents)
        ctx = interact(params, batch, mask)
        n = int(mask.sum())
        print(f"scene {i}: {n} agents, context norm {float(np.linalg.norm(ctx[:n])):.2f}")


if __name__ == "__main__":
    main()
