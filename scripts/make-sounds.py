#!/usr/bin/env python3
"""Writes the game's sound cues to resources/sounds/*.wav (mono, 16 bit, 22050 Hz).

Every sound is synthesised here from sines and seeded noise with the standard library only
(no recorded or downloaded material), so the files can be rebuilt and changed at will:

    python3 scripts/make-sounds.py            # rewrites resources/sounds/
    python3 scripts/make-sounds.py --check    # fails when a committed file differs

Each cue is under half a second and peaks at -3 dBFS (no clipping), with short fades so that
no click is heard at either end.
"""

import io
import math
import os
import struct
import sys
import wave

RATE = 22050
PEAK = 0.708  # -3 dBFS


class Noise:
    """Deterministic white noise (xorshift32): the same files on every run and machine."""

    def __init__(self, seed):
        self.state = seed or 1

    def __call__(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 0x7FFFFFFF - 1.0


def samples(seconds):
    return [0.0] * int(RATE * seconds)


def add_tone(buf, start, freq, seconds, amp, decay, partials=((1, 1.0),), attack=0.004):
    """A struck tone: partials (multiple, level) of `freq`, exponential decay `decay` (s)."""
    first = int(start * RATE)
    for i in range(int(seconds * RATE)):
        n = first + i
        if n >= len(buf):
            break
        t = i / RATE
        env = math.exp(-t / decay) * min(1.0, t / attack)
        v = sum(level * math.sin(2 * math.pi * freq * mult * t) for mult, level in partials)
        buf[n] += amp * env * v


def add_sweep(buf, start, f0, f1, seconds, amp, decay):
    """A sine whose pitch glides exponentially from f0 to f1."""
    first = int(start * RATE)
    phase = 0.0
    for i in range(int(seconds * RATE)):
        n = first + i
        if n >= len(buf):
            break
        t = i / RATE
        f = f0 * (f1 / f0) ** (t / seconds)
        phase += 2 * math.pi * f / RATE
        env = math.exp(-t / decay) * min(1.0, t / 0.003)
        buf[n] += amp * env * math.sin(phase)


def add_noise(buf, start, seconds, amp, decay, cutoff0, cutoff1=None, seed=7, swell=0.0):
    """Low-passed noise (one pole) whose cutoff glides from cutoff0 to cutoff1; `swell` > 0
    fades it in over that many seconds (a whoosh) before the decay."""
    cutoff1 = cutoff1 or cutoff0
    noise = Noise(seed)
    first = int(start * RATE)
    y = 0.0
    for i in range(int(seconds * RATE)):
        n = first + i
        if n >= len(buf):
            break
        t = i / RATE
        fc = cutoff0 * (cutoff1 / cutoff0) ** (t / seconds)
        a = 1.0 - math.exp(-2 * math.pi * fc / RATE)
        y += a * (noise() - y)
        if swell > 0 and t < swell:
            env = (t / swell) ** 2
        else:
            env = math.exp(-(t - swell) / decay)
        buf[n] += amp * env * y


def finish(buf):
    """Fades both ends (no clicks) and scales the loudest sample to PEAK."""
    fade_in, fade_out = int(0.002 * RATE), int(0.03 * RATE)
    for i in range(min(fade_in, len(buf))):
        buf[i] *= i / fade_in
    for i in range(min(fade_out, len(buf))):
        buf[-1 - i] *= i / fade_out
    top = max(abs(v) for v in buf) or 1.0
    return [v * PEAK / top for v in buf]


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.06))
WOOD = ((1, 1.0), (2.3, 0.5), (3.9, 0.2))


def move():
    # A piece set down on the board: a short wooden knock.
    buf = samples(0.14)
    add_tone(buf, 0, 620, 0.14, 0.8, 0.018, WOOD, attack=0.001)
    add_noise(buf, 0, 0.03, 0.6, 0.004, 3500, seed=11)
    return finish(buf)


def combat_won():
    # Two rising bell notes (E5, A5).
    buf = samples(0.38)
    add_tone(buf, 0.00, 659.3, 0.38, 0.6, 0.10, BELL)
    add_tone(buf, 0.09, 880.0, 0.29, 0.7, 0.12, BELL)
    return finish(buf)


def combat_lost():
    # Two falling, softer notes (A4, E4).
    buf = samples(0.40)
    add_tone(buf, 0.00, 440.0, 0.40, 0.6, 0.10, WOOD)
    add_tone(buf, 0.11, 329.6, 0.29, 0.7, 0.12, WOOD)
    return finish(buf)


def combat_tie():
    # Both removed: two pieces clash at once - a dull thud under two close notes.
    buf = samples(0.32)
    add_tone(buf, 0, 392.0, 0.32, 0.5, 0.07, WOOD)
    add_tone(buf, 0, 415.3, 0.32, 0.5, 0.07, WOOD)
    add_sweep(buf, 0, 160, 70, 0.25, 0.7, 0.06)
    add_noise(buf, 0, 0.08, 0.5, 0.015, 1800, seed=23)
    return finish(buf)


def strike():
    # A missile: a rising whoosh, then a short blast.
    buf = samples(0.45)
    add_noise(buf, 0, 0.25, 0.5, 0.02, 400, 4000, seed=31, swell=0.2)
    add_sweep(buf, 0.0, 500, 1400, 0.22, 0.15, 0.2)
    add_noise(buf, 0.22, 0.23, 0.9, 0.06, 2500, 300, seed=37)
    add_sweep(buf, 0.22, 140, 55, 0.23, 0.6, 0.08)
    return finish(buf)


def bomb():
    # The 原爆: a deep boom with a long rumble.
    buf = samples(0.50)
    add_sweep(buf, 0, 110, 32, 0.50, 0.9, 0.16)
    add_noise(buf, 0, 0.50, 0.8, 0.12, 900, 120, seed=41)
    add_noise(buf, 0, 0.05, 0.4, 0.01, 5000, seed=43)
    return finish(buf)


def win():
    # An ascending major arpeggio (C5 E5 G5 C6).
    buf = samples(0.50)
    for k, f in enumerate((523.3, 659.3, 784.0, 1046.5)):
        add_tone(buf, 0.07 * k, f, 0.50 - 0.07 * k, 0.55, 0.16, BELL)
    return finish(buf)


def loss():
    # A slow descending minor line (G4 Eb4 C4).
    buf = samples(0.50)
    for k, f in enumerate((392.0, 311.1, 261.6)):
        add_tone(buf, 0.12 * k, f, 0.50 - 0.12 * k, 0.6, 0.14, WOOD)
    return finish(buf)


def draw():
    # Neither side: the same note twice, the second softer.
    buf = samples(0.42)
    add_tone(buf, 0.00, 587.3, 0.42, 0.6, 0.10, BELL)
    add_tone(buf, 0.15, 587.3, 0.27, 0.4, 0.10, BELL)
    return finish(buf)


SOUNDS = {
    "move": move,
    "combat-won": combat_won,
    "combat-lost": combat_lost,
    "combat-tie": combat_tie,
    "strike": strike,
    "bomb": bomb,
    "win": win,
    "loss": loss,
    "draw": draw,
}


def wav_bytes(buf):
    frames = b"".join(struct.pack("<h", int(round(v * 32767))) for v in buf)
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return out.getvalue()


def main():
    check = "--check" in sys.argv[1:]
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "sounds")
    os.makedirs(folder, exist_ok=True)
    stale = []
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        path = os.path.join(folder, name + ".wav")
        if check:
            with open(path, "rb") as f:
                if f.read() != data:
                    stale.append(name)
        else:
            with open(path, "wb") as f:
                f.write(data)
    if stale:
        print("out of date (run scripts/make-sounds.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
