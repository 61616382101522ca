import jax
import equinox as eqx
from data import make_corpus, PaddedLoader, N_FEAT
from model import FrameEncoder, optim, fit_batch

utts = make_corpus()
loader = PaddedLoader(utts, batch_size=8)
model = FrameEncoder(N_FEAT, 26, jax.random.PRNGKey(1))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(3):
    for batch in loader:
        model, opt_state, loss = fit_batch(model, opt_state, *batch)
    print(f"epoch {epoch}: ctc={float(loss):.2f}")
