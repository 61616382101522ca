import jax
import jax.numpy as jnp

from loader import field_visits


@jax.jit
def inverse_variance_stack(visits):
    weights = [1.0 / jnp.var(v) for v in visits]
    num = sum(w * v for w, v in zip(weights, visits))
    return num / sum(weights)


if __name__ == "__main__":
    for field in range(6):
        visits = [jnp.asarray(v) for v in field_visits(field)]
        deep = inverse_variance_stack(visits)
        print(f"field {field}: {len(visits)} visits, stack rms {float(deep.std()):.3f}")
