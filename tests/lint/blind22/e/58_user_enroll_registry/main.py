import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import PersonalisedHR


@eqx.filter_jit
def predict_batch(model, xs, slots):
    return jax.vmap(model)(xs, slots)


def main():
    model = PersonalisedHR(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for day, new_user in enumerate(["u1", "u2", "u3", "u4"]):
        model = model.enroll(new_user)
        slots = jnp.asarray(rng.integers(0, len(model.user_ids), 8), jnp.int32)
        xs = jnp.asarray(rng.standard_normal((8, 32)), jnp.float32)
        print(day, np.round(np.asarray(predict_batch(model, xs, slots)), 2))


if __name__ == "__main__":
    main()
