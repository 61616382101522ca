import jax.numpy as jnp

from logs import sample_period, synthetic_logs
from sysid import fit_step


def main():
    theta = jnp.array([1.0, 1.0])
    for epoch in range(2):
        for log in synthetic_logs(4):
            dt = float(sample_period(log))
            theta, loss = fit_step(theta, log["v"], log["w"], dt)
        print(epoch, [round(float(x), 3) for x in theta], float(loss))


if __name__ == "__main__":
    main()
