import jax
from data import make_flights, batches
from model import init_params, optimizer, train_step

x, y = make_flights(1000)
params = init_params(jax.random.PRNGKey(0))
opt_state = optimizer.init(params)

for epoch in range(3):
    total = 0.0
    for xb, yb in batches(x, y, 128):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        total += float(loss)
    print(f"epoch {epoch} loss {total:.2f}")
