import equinox as eqx
import jax
import jax.numpy as jnp


class Lander(eqx.Module):
    mass: jax.Array
    isp: float = 311.0
    max_thrust: float = 4500.0

    def burn(self, throttle, dt):
        mdot = throttle * self.max_thrust / (self.isp * 9.80665)
        return eqx.tree_at(lambda l: l.mass, self, self.mass - mdot * dt)


@eqx.filter_jit
def powered_descent(lander, state, throttle, dt):
    pos, vel = state[:3], state[3:]
    acc = jnp.array([0.0, 0.0, -1.62 + throttle * lander.max_thrust / lander.mass])
    return jnp.concatenate([pos + vel * dt, vel + acc * dt]), lander.burn(throttle, dt)


def main():
    lander = Lander(mass=jnp.float32(1500.0))
    state = jnp.array([0.0, 0.0, 500.0, 0.0, 0.0, -20.0])
    for k in range(10):
        throttle = jnp.clip(0.5 + 0.02 * (-state[5] - 5.0), 0.0, 1.0)
        state, lander = powered_descent(lander, state, throttle, 0.5)
    print(float(lander.mass), [round(float(v), 2) for v in state])


if __name__ == "__main__":
    main()
