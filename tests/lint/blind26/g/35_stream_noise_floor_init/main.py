from floor import update_floor
from recorder import AudioMothStream

noise_floor = 0.0
total = 0
for block in AudioMothStream():
    noise_floor, events = update_floor(noise_floor, block)
    total += int(events)
print("final floor", float(noise_floor), "events", total)
