import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from tenants import TENANTS, init_tenant_heads


@eqx.filter_jit
def route_and_score(heads, tenant, x):
    head = heads[tenant]
    return jax.nn.softmax(x @ head["w"] + head["b"], axis=-1)


def main():
    rng = np.random.default_rng(0)
    heads = init_tenant_heads(jax.random.PRNGKey(0))
    for i in range(6):
        tenant = TENANTS[i % len(TENANTS)]
        x = jnp.asarray(rng.normal(size=(4, 6)), jnp.float32)
        probs = route_and_score(heads, tenant, x)
        print(tenant, np.asarray(probs).argmax(-1))


if __name__ == "__main__":
    main()
