"""Goal-reaching on a line with a learning-progress curriculum over goal distances."""
import jax
import jax.numpy as jnp

from curriculum import LearningProgressCurriculum

GOAL_DISTANCES = jnp.array([0.5, 1.0, 2.0, 4.0])
N_EPISODES, HORIZON = 32, 20


@jax.jit
def evaluate_task(gain, task, key):
    goal = GOAL_DISTANCES[task]
    noise = 0.2 * jax.random.normal(key, (N_EPISODES, HORIZON))

    def step(pos, eps):
        pos = pos + jnp.clip(gain * (goal - pos), -0.3, 0.3) + eps
        return pos, pos

    _, traj = jax.lax.scan(step, jnp.zeros(N_EPISODES), noise.T)
    return jnp.mean(jnp.abs(traj[-1] - goal) < 0.25)


def main():
    curriculum = LearningProgressCurriculum(len(GOAL_DISTANCES))
    task = curriculum.current
    gain = 0.2
    key = jax.random.PRNGKey(0)
    for it in range(6):
        key, sub = jax.random.split(key)
        success = evaluate_task(gain, task, sub)
        gain = min(gain + 0.1, 1.0)
        task = curriculum.update(task, success)
        print(f"iter {it}: success {float(success):.2f} -> next task {int(task)}")


if __name__ == "__main__":
    main()
