import numpy as np
import optax
from flax import nnx

from model import SessionEncoder, train_step
from sessions import batches, generate_sessions

N_ITEMS, DIM, B = 200, 16, 4
rng = np.random.default_rng(10)
sessions = generate_sessions(rng, 160, N_ITEMS)

model = SessionEncoder(N_ITEMS, DIM, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for epoch in range(2):
    for inputs, targets in batches(sessions, B):
        loss = train_step(model, optimizer, inputs, targets)
    print(f"epoch {epoch}: loss={float(loss):.3f}")
