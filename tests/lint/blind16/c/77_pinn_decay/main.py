import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from curriculum import horizons
from pinn import make_net, solution, train_step

DECAY = jnp.float32(1.5)


def main():
    key = jax.random.PRNGKey(0)
    net = make_net(key)
    optimizer = optax.adam(3e-3)
    opt_state = optimizer.init(eqx.filter(net, eqx.is_array))
    for t_max in horizons(2.0, 5):
        for it in range(3):
            key, sub = jax.random.split(key)
            net, opt_state, loss = train_step(net, opt_state, optimizer, sub, t_max, DECAY)
        err = jnp.abs(solution(net, jnp.array([t_max])) - jnp.exp(-DECAY * t_max))[0]
        print(f"t_max={t_max:.1f} loss={float(loss):.4f} err={float(err):.4f}")


if __name__ == "__main__":
    main()
