from api import handle

for raw in ['{"length_mm": 240, "ball_width_mm": 95}', '{"length_mm": 243.5, "ball_width_mm": 92}',
            '{"length_mm": 247, "ball_width_mm": 97.5}', '{"length_mm": 238, "ball_width_mm": 90}']:
    print(raw, "->", handle(raw))
