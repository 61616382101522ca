import jax.numpy as jnp
import numpy as np

from engine import AdaptiveQuiz

rng = np.random.default_rng(0)
quiz = AdaptiveQuiz()
difficulty = jnp.asarray(np.sort(rng.normal(size=quiz.n_items)), jnp.float32)
used = np.zeros(quiz.n_items, bool)
theta, true_theta = jnp.float32(0.0), 0.8
for _ in range(6):
    item = int(quiz.pick_item(theta, difficulty, used))
    used[item] = True
    correct = float(rng.random() < 1 / (1 + np.exp(-(true_theta - float(difficulty[item])))))
    quiz, theta = quiz.record(theta, difficulty[item], correct)
    print(f"item {item:2d} correct={int(correct)} theta={float(theta):+.2f}")
