import jax
import jax.numpy as jnp
import numpy as np

from service import UpsellService

OFFERS = ["late_checkout", "spa_package", "room_upgrade", "breakfast", "airport_transfer"]


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    weights = {"guest": jax.random.normal(k1, (8, 6)), "bias": jax.random.normal(k2, (5,)) * 0.1}
    offers = jax.random.normal(k3, (5, 6))
    svc = UpsellService(weights, offers)
    rng = np.random.default_rng(0)
    for i in range(12):
        req = {"guest_id": i, "features": rng.normal(size=8).tolist()}
        print(i, OFFERS[svc.handle(req)])


if __name__ == "__main__":
    main()
