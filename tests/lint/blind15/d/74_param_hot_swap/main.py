import jax
import jax.numpy as jnp
import numpy as np

from model import PolicyNet
from store import ParamStore

net = PolicyNet()


@jax.jit
def serve_actions(variables, obs):
    return jnp.argmax(net.apply(variables, obs), axis=-1)


def main():
    variables = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 5)))
    store = ParamStore(variables)
    rng = np.random.default_rng(0)
    for tick in range(6):
        obs = rng.normal(size=(8, 5)).astype(np.float32)
        actions = serve_actions(store.latest(), obs)
        if tick % 2 == 1:
            variables = jax.tree.map(lambda x: x + 0.01, variables)
            store.publish(variables)
        print(tick, np.asarray(actions).tolist())


if __name__ == "__main__":
    main()
