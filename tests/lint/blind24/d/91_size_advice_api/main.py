from api import handle

requests = [
    '{"bust": 90, "waist": 74, "hip": 97}',
    '{"bust": 86.5, "waist": 70, "hip": 93}',
    '{"bust": 99, "waist": 82, "hip": 104}',
    '{"bust": 92, "waist": 77.5, "hip": 99.5}',
]
for r in requests:
    print(r, "->", handle(r))
