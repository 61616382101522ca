import jax
import jax.numpy as jnp

from agent import LinearMPCAgent

DT = 0.1
A = jnp.array([[1.0, DT], [0.0, 1.0]])
B = jnp.array([[0.0], [DT]])


def run_episode(agent, x0, steps=6):
    agent.reset()
    x = x0
    for _ in range(steps):
        x = A @ x + B @ agent.act(x)
    return x


def main():
    agent = LinearMPCAgent(A, B)
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    for ep, k in enumerate(keys):
        x0 = jax.random.normal(k, (2,))
        print(ep, run_episode(agent, x0))


if __name__ == "__main__":
    main()
