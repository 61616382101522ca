import equinox as eqx
import jax
import numpy as np

from model import LetterGradeClassifier
from train import tx, grade_step, decay_smoothing

rng = np.random.default_rng(0)
X = rng.normal(size=(128, 9)).astype(np.float32)
Y = np.digitize(X @ rng.normal(size=9), [-2, -0.5, 0.5, 2]).astype(np.int32)

model = LetterGradeClassifier(9, 5, jax.random.PRNGKey(0))
opt_state = tx.init(eqx.filter(model, eqx.is_array))
for epoch in range(5):
    model = decay_smoothing(model, epoch)
    model, opt_state, loss = grade_step(model, opt_state, X, Y)
    print(epoch, model.smoothing, float(loss))
