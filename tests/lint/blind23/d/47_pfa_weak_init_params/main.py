from data import practice_log
from pfa import init_pfa, pfa_step

skill, succ, fail, y = practice_log()
params = init_pfa(6)
for it in range(50):
    params = pfa_step(params, skill, succ, fail, y, 0.05)
print({k: [round(float(x), 3) for x in v] for k, v in params.items()})
