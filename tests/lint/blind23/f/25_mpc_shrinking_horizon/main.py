import jax.numpy as jnp

from guidance import plan_burns
from vehicle import Chaser


def main():
    chaser = Chaser(jnp.array([-200.0, 50.0, 10.0, 0.0, 0.0, 0.0]), rendezvous_time=12)
    target = jnp.zeros(6)
    for _ in range(10):
        u = plan_burns(chaser.state, target, horizon=chaser.steps_to_go)
        chaser.apply(u)
    print([round(float(v), 2) for v in chaser.state])


if __name__ == "__main__":
    main()
