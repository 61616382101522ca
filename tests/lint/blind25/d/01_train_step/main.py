import jax
from data import synth_corpus, ClauseLoader
from model import init_params, opt, train_step

tokens, labels = synth_corpus(230)
loader = ClauseLoader(tokens, labels, batch_size=64)
params = init_params(jax.random.PRNGKey(0))
opt_state = opt.init(params)

for epoch in range(3):
    total = 0.0
    for tok, lab in loader:
        params, opt_state, loss = train_step(params, opt_state, tok, lab)
        total += float(loss)
    print(f"epoch {epoch} loss {total:.4f}")
