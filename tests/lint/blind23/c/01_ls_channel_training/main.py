import jax
from data import make_pilot_dataset, FrameLoader
from model import init_params, optimizer, train_step

N_SC = 64
x, t = make_pilot_dataset(n_frames=1000, n_sc=N_SC, n_taps=6, snr_db=10.0)
loader = FrameLoader(x, t, batch_size=128)

params = init_params(jax.random.PRNGKey(0), 2 * N_SC, 128)
opt_state = optimizer.init(params)

for epoch in range(4):
    total = 0.0
    for xb, tb in loader:
        params, opt_state, loss = train_step(params, opt_state, xb, tb)
        total += float(loss)
    print(f"epoch {epoch} mse {total:.4f}")
