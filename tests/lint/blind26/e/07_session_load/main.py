from sessions import read_sessions
from load import session_load

for i, s in enumerate(read_sessions()):
    m = session_load(s)
    print(i, {k: round(float(v), 2) for k, v in m.items()})
