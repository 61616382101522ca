import jax
import numpy as np

from service import EnergyService, init_weights


def incoming_requests(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        n_atoms = int(rng.integers(3, 30))
        yield {"id": i, "species": rng.integers(0, 6, n_atoms).tolist(),
               "positions": (rng.random((n_atoms, 3)) * 4).tolist()}


def main():
    service = EnergyService(init_weights(jax.random.PRNGKey(0)))
    for request in incoming_requests(6):
        reply = service.handle(request)
        print(f"request {reply['id']}: {len(request['species'])} atoms -> E={reply['energy']:+.3f}")


if __name__ == "__main__":
    main()
