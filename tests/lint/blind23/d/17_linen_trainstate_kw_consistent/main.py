import jax
import numpy as np
import optax
from flax.training import train_state

from model import ShortAnswerGrader
from steps import grader_train_step, run_eval

rng = np.random.default_rng(4)
tok = rng.integers(0, 300, (120, 16)).astype(np.int32)
lab = (tok[:, 0] % 3).astype(np.int32)
train = {"tokens": tok[:80], "labels": lab[:80]}
dev = {"tokens": tok[80:100], "labels": lab[80:100]}
test = {"tokens": tok[100:], "labels": lab[100:]}

model = ShortAnswerGrader()
state = train_state.TrainState.create(
    apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), tok[:1]), tx=optax.adam(5e-3))
for epoch in range(5):
    for i in range(0, 80, 20):
        state, loss = grader_train_step(state, train["tokens"][i:i + 20], train["labels"][i:i + 20])
    print(epoch, float(loss), "dev acc", run_eval(state, dev))
print("test acc", run_eval(state, test))
