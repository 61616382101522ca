from readers import READERS
from features import impact_features

for trial in range(6):
    reader = READERS[trial % 2]
    acc = reader(trial)
    f = impact_features(acc)
    print(reader.__name__, trial, [round(float(v), 2) for v in f])
