import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from service import BurnSeverityService


def main():
    model = eqx.nn.MLP(12, 4, 16, 2, key=jax.random.PRNGKey(0))
    service = BurnSeverityService(model)
    rng = np.random.default_rng(0)
    for req in range(4):
        pre = jnp.asarray(rng.uniform(0, 0.5, (4, 24, 24)).astype(np.float32))
        post = jnp.asarray(rng.uniform(0, 0.5, (4, 24, 24)).astype(np.float32))
        sev = service.predict(pre, post)
        print(f"request {req}: severity classes {np.bincount(np.asarray(sev).ravel(), minlength=4).tolist()}")


if __name__ == "__main__":
    main()
