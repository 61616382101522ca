import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from tenants import TENANTS, init_tenant_heads

TENANT_INDEX = {name: i for i, name in enumerate(TENANTS)}


def stack_heads(heads):
    return jax.tree_util.tree_map(lambda *xs: jnp.stack(xs), *[heads[t] for t in TENANTS])


@eqx.filter_jit
def route_and_score(stacked, tenant_idx, x):
    head = jax.tree_util.tree_map(lambda a: a[tenant_idx], stacked)
    return jax.nn.softmax(x @ head["w"] + head["b"], axis=-1)


def main():
    rng = np.random.default_rng(0)
    stacked = stack_heads(init_tenant_heads(jax.random.PRNGKey(0)))
    for i in range(6):
        tenant = TENANTS[i % len(TENANTS)]
        x = jnp.asarray(rng.normal(size=(4, 6)), jnp.float32)
        probs = route_and_score(stacked, jnp.int32(TENANT_INDEX[tenant]), x)
        print(tenant, np.asarray(probs).argmax(-1))


if __name__ == "__main__":
    main()
