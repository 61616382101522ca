import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import optim, train_step

OBS, ACT, CHUNK = 9, 3, 6
DECAY = 0.3


def exp_weights(k):
    return jnp.exp(-DECAY * k)


def main():
    rng = np.random.default_rng(0)
    policy = eqx.nn.MLP(OBS, CHUNK * ACT, 64, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for step in range(5):
        obs = rng.normal(size=(16, OBS)).astype(np.float32)
        act = rng.normal(size=(16, CHUNK, ACT)).astype(np.float32)
        policy, opt_state, loss = train_step(policy, opt_state, obs, act, exp_weights)
        print(step, float(loss))


if __name__ == "__main__":
    main()
