import numpy as np

from feed import SimulatedSeedLink
from features import packet_features

link = SimulatedSeedLink()
history = []
for pkt in link.packets(12):
    history.append(np.asarray(packet_features(pkt)))
print(np.round(np.mean(history, axis=0), 3))
